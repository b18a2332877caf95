import { Router } from "express";
import { createStockBody, portfolioQuery, stockIdParams } from "@shared/contracts/stocks";
import { currentUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import type { PortfolioService } from "../services/portfolio";
import type { StockService } from "../services/stocks";

export function stocksRouter(stocks: StockService) {
  const router = Router();
  const byId = validate({ params: stockIdParams });

  router.get("/", async (req, res) => {
    res.json(await stocks.list(currentUser(req).id));
  });
  router.post("/", validate({ body: createStockBody }), async (req, res) => {
    res.status(201).json(await stocks.add(currentUser(req).id, req.body));
  });
  router.delete("/:id", byId, async (req, res) => {
    res.json(await stocks.remove(currentUser(req).id, String(req.params.id)));
  });
  router.patch("/:id/toggle-portfolio", byId, async (req, res) => {
    res.json(await stocks.toggle(currentUser(req).id, String(req.params.id)));
  });
  router.get("/:id/shareholders", byId, async (req, res) => {
    res.json(await stocks.shareholders(currentUser(req).id, String(req.params.id)));
  });
  return router;
}

export function portfolioRouter(portfolio: PortfolioService) {
  const router = Router();
  router.get("/", validate({ query: portfolioQuery }), async (req, res) => {
    const { isPortfolio } = req.query as unknown as { isPortfolio: boolean };
    res.json(await portfolio.list(currentUser(req).id, isPortfolio));
  });
  return router;
}
