// The generator's state machine: idle → generating → result; then refinements append a user
// message and, on success, an assistant message with the new version (removed again on failure).
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { versionName } from "@/components/WorkVersions";
import type { ImageSize } from "@/lib/capabilities";
import { usePaidAction } from "@/lib/use-paid-action";
import { generateImage, refineImage, type GenerationResult, type Tuning } from "./generator-api";
import { readGenerationCount, writeGenerationCount } from "./parameters";
import type { AspectRatio } from "../../../shared/choices";
import type { VariantUrls } from "../../../shared/image-variant-sizes";
import { generationCost } from "../../../shared/prices";
import type { ReferenceImage } from "./ReferenceImages";

export type ChatEntry = {
  id: string;
  role: "user" | "assistant";
  content: string;
  imageUrl?: string;
  variantUrls?: VariantUrls;
  workId?: string;
  version?: number;
  /** The version itself (its size and metadata): opening it makes it the current work as it is. */
  work?: GenerationResult["work"];
  timestamp: number;
};

export type CurrentResult = { work: GenerationResult["work"]; engine: string };
export type Variant = GenerationResult["work"];

export function useGenerator() {
  const generation = usePaidAction();
  const refinement = usePaidAction();
  const [result, setResult] = useState<CurrentResult | null>(null);
  const [chat, setChat] = useState<ChatEntry[]>([]);
  /** A generation's variants (one work each); more than one shows as a grid to choose from. */
  const [variants, setVariants] = useState<Variant[]>([]);
  const [count, setCount] = useState(readGenerationCount);

  function bump() {
    const next = count + 1;
    setCount(next);
    writeGenerationCount(next);
  }

  function assistantEntry(r: Pick<GenerationResult, "work">): ChatEntry {
    return {
      id: crypto.randomUUID(),
      role: "assistant",
      content: versionName(r.work),
      imageUrl: r.work.imageUrl,
      variantUrls: r.work.variantUrls,
      workId: r.work.id,
      version: r.work.version,
      work: r.work,
      timestamp: Date.now(),
    };
  }

  /** The conversation a variant starts: its prompt, then the variant as version 0. */
  const conversationOf = (prompt: string, work: Variant): ChatEntry[] => [
    { id: crypto.randomUUID(), role: "user", content: prompt, timestamp: Date.now() },
    assistantEntry({ work }),
  ];

  async function generate(
    p: Tuning & {
      prompt: string;
      images: ReferenceImage[];
      aspectRatio: AspectRatio;
      imageSize?: ImageSize;
      variants?: number;
      keepProduct?: boolean;
    },
  ) {
    const prompt = p.prompt.trim();
    if (!prompt) return void toast.error(m.nano_prompt_required(), { description: m.nano_prompt_required_desc() });
    const files = p.images.map((i) => i.file);
    const variants = p.variants ?? 1;
    const keepProduct = Boolean(p.keepProduct) && files.length > 0;
    const total = generationCost(variants);
    await generation.run({
      intent: [
        prompt,
        p.temperature,
        p.maxTokens,
        p.aspectRatio,
        p.imageSize,
        p.apiKey,
        variants,
        keepProduct,
        ...files,
      ],
      // The user's own key costs no credits.
      cost: p.apiKey ? 0 : total,
      notEnough: {
        title: m.nano_insufficient_credits(),
        description: m.nano_insufficient_credits_desc({ cost: total }),
      },
      call: (key) => generateImage({ ...p, prompt, images: files, variants, keepProduct }, key),
      balance: (r) => r.credits,
      onSuccess: (r) => {
        setResult({ work: r.work, engine: r.engine });
        setVariants(r.works);
        setChat(conversationOf(prompt, r.work));
        bump();
        if (r.failed > 0) toast.warning(m.variants_partial({ failed: r.failed }));
      },
      succeeded: (r) => ({
        title: m.nano_generate_success(),
        description:
          r.work.creditsUsed > 0
            ? m.nano_generate_success_desc({ cost: generationCost(r.works.length), balance: r.credits })
            : m.nano_generate_success_own_key(),
      }),
      failed: m.nano_generate_failed(),
    });
  }

  /** Choosing a variant makes it the image the conversation refines (each variant is its own conversation). */
  function chooseVariant(work: Variant) {
    if (!result || work.id === result.work.id) return;
    setResult({ work, engine: result.engine });
    setChat(conversationOf(work.prompt, work));
  }

  async function refine(p: Tuning & { instruction: string }) {
    const instruction = p.instruction.trim();
    if (!instruction)
      return void toast.error(m.nano_instruction_required(), { description: m.nano_instruction_required_desc() });
    if (!result) return void toast.error(m.nano_no_image(), { description: m.nano_no_image_desc() });
    const userEntry: ChatEntry = { id: crypto.randomUUID(), role: "user", content: instruction, timestamp: Date.now() };
    const workId = result.work.id;
    const answer = await refinement.run({
      intent: [workId, instruction, p.temperature, p.maxTokens, p.apiKey],
      // No check here: the server says when the balance is short (the instruction then leaves the chat).
      call: (key) => {
        // The instruction shows in the conversation while it is sent.
        setChat((c) => [...c, userEntry]);
        return refineImage({ ...p, instruction, workId }, key);
      },
      balance: (r) => r.credits,
      onSuccess: (r) => {
        setResult({ work: r.work, engine: r.engine });
        setChat((c) => [...c, assistantEntry(r)]);
      },
      succeeded: () => ({ title: m.nano_refine_success() }),
      failed: m.nano_refine_failed(),
      onFailure: () => setChat((c) => c.filter((e) => e.id !== userEntry.id)),
    });
    return answer !== undefined;
  }

  /** A version made by an image tool (features/work-tools) becomes the result, as a refinement does. */
  function addVersion(r: Pick<GenerationResult, "work" | "engine">) {
    setResult({ work: r.work, engine: r.engine });
    setChat((c) => [...c, assistantEntry(r)]);
  }

  /** Opening an earlier version makes it the one the next instruction refines. */
  function openVersion(entry: ChatEntry) {
    // The version's own work, so its size (what the tools offer) is its own, not the last one's.
    if (entry.work && result) setResult({ work: entry.work, engine: result.engine });
  }

  return {
    credits: generation.credits,
    generating: generation.busy,
    refining: refinement.busy,
    result,
    chat,
    count,
    variants,
    generate,
    refine,
    openVersion,
    chooseVariant,
    addVersion,
  };
}
