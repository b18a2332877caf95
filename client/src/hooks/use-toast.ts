import { useSyncExternalStore, type ReactNode } from "react";
import { TOAST_LIMIT } from "@shared/constants";
import type { ToastVariant } from "@/components/ui/toast";

// At most TOAST_LIMIT (one) notice is visible; a new one replaces the old.
// How long a dismissed toast stays mounted so its exit animation can finish.
const TOAST_REMOVE_DELAY_MS = 1000;

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the provider's 5000 ms. */
  duration?: number;
  action?: ReactNode;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
}

type Listener = () => void;

// A tiny store outside React so toast() can be called from mutation callbacks and plain functions.
let memory: ToasterToast[] = [];
// Notices that wait for the visible one to close (toastAfterCurrent).
const waiting: ToastOptions[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToasterToast[]) {
  memory = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(memory.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when no id is given; a waiting notice then takes its place. */
export function dismissToast(id?: string) {
  for (const t of memory) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(memory.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  if (waiting.length > 0 && !memory.some((t) => t.open)) toast(waiting.shift()!);
}

/**
 * Shows a notice once the visible one has closed (at once when none is open), so a follow-up such
 * as 'n new alerts' does not replace the notice of the action that caused it (one toast at a time).
 */
export function toastAfterCurrent(options: ToastOptions) {
  if (memory.some((t) => t.open)) waiting.push(options);
  else toast(options);
}

/** Shows a notice. Use variant "destructive" for failures. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const update = (next: ToastOptions) => emit(memory.map((t) => (t.id === id ? { ...t, ...next } : t)));
  emit([{ ...options, id, open: true }, ...memory].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id), update };
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => memory;

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts, toast, dismiss: dismissToast };
}
