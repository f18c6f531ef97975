// The generator's state machine: idle → generating → result; then refinements append a user
// message and, on success, an assistant message with the new version (removed again on failure).
import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import type { ImageSize } from "@/lib/capabilities";
import { errorMessage } from "@/lib/error-messages";
import { creditsAtom, loadSessionAtom, setCreditsAtom } from "@/lib/session";
import { generateImage, refineImage, type GenerationResult, type Tuning } from "./generator-api";
import { readGenerationCount, writeGenerationCount } from "./parameters";
import type { AspectRatio } from "../../../shared/choices";
import { GENERATION_COST } from "../../../shared/prices";
import type { ReferenceImage } from "./ReferenceImages";

export type ChatEntry = {
  id: string;
  role: "user" | "assistant";
  content: string;
  imageUrl?: string;
  workId?: string;
  version?: number;
  timestamp: number;
};

export type CurrentResult = { work: GenerationResult["work"]; engine: string };

export function useGenerator() {
  const credits = useAtomValue(creditsAtom);
  const setCredits = useSetAtom(setCreditsAtom);
  const loadSession = useSetAtom(loadSessionAtom);
  const [generating, setGenerating] = useState(false);
  const [refining, setRefining] = useState(false);
  const [result, setResult] = useState<CurrentResult | null>(null);
  const [chat, setChat] = useState<ChatEntry[]>([]);
  const [count, setCount] = useState(readGenerationCount);

  function bump() {
    const next = count + 1;
    setCount(next);
    writeGenerationCount(next);
  }

  function assistantEntry(r: GenerationResult): ChatEntry {
    return {
      id: crypto.randomUUID(),
      role: "assistant",
      content: m.nano_version_label({ version: r.work.version }),
      imageUrl: r.work.imageUrl,
      workId: r.work.id,
      version: r.work.version,
      timestamp: Date.now(),
    };
  }

  async function generate(p: Tuning & { prompt: string; images: ReferenceImage[]; aspectRatio: AspectRatio; imageSize?: ImageSize }) {
    if (!p.prompt.trim()) return void toast.error(m.nano_prompt_required(), { description: m.nano_prompt_required_desc() });
    if (credits < GENERATION_COST && !p.apiKey) return void toast.error(m.nano_insufficient_credits(), { description: m.nano_insufficient_credits_desc({ cost: GENERATION_COST }) });
    setGenerating(true);
    try {
      const r = await generateImage({ ...p, prompt: p.prompt.trim(), images: p.images.map((i) => i.file) });
      setResult({ work: r.work, engine: r.engine });
      setChat([{ id: crypto.randomUUID(), role: "user", content: p.prompt.trim(), timestamp: Date.now() }, assistantEntry(r)]);
      setCredits(r.credits);
      bump();
      toast.success(m.nano_generate_success(), {
        description: r.work.creditsUsed > 0 ? m.nano_generate_success_desc({ cost: GENERATION_COST, balance: r.credits }) : m.nano_generate_success_own_key(),
      });
    } catch (error) {
      toast.error(m.nano_generate_failed(), { description: errorMessage(error) });
      void loadSession();
    } finally {
      setGenerating(false);
    }
  }

  async function refine(p: Tuning & { instruction: string }) {
    const instruction = p.instruction.trim();
    if (!instruction) return void toast.error(m.nano_instruction_required(), { description: m.nano_instruction_required_desc() });
    if (!result) return void toast.error(m.nano_no_image(), { description: m.nano_no_image_desc() });
    const userEntry: ChatEntry = { id: crypto.randomUUID(), role: "user", content: instruction, timestamp: Date.now() };
    setChat((c) => [...c, userEntry]);
    setRefining(true);
    try {
      const r = await refineImage({ ...p, instruction, workId: result.work.id });
      setResult({ work: r.work, engine: r.engine });
      setChat((c) => [...c, assistantEntry(r)]);
      setCredits(r.credits);
      toast.success(m.nano_refine_success());
      return true;
    } catch (error) {
      setChat((c) => c.filter((e) => e.id !== userEntry.id));
      toast.error(m.nano_refine_failed(), { description: errorMessage(error) });
      void loadSession();
      return false;
    } finally {
      setRefining(false);
    }
  }

  /** Opening an earlier version makes it the one the next instruction refines. */
  function openVersion(entry: ChatEntry) {
    if (!entry.workId || !entry.imageUrl || !result) return;
    setResult({ work: { ...result.work, id: entry.workId, imageUrl: entry.imageUrl, version: entry.version ?? 0 }, engine: result.engine });
  }

  return { credits, generating, refining, result, chat, count, generate, refine, openVersion };
}
