import { FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export default function NotFoundPage() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <FileQuestion className="mx-auto mb-2 size-10 text-muted-foreground" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            404 Page Not Found
          </CardTitle>
          <CardDescription>The page you are looking for does not exist or has moved.</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link href="/">Back to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
