// What a provider engine is told for a region edit. A provider that takes the mask as a second
// picture (Gemini) is told which picture it is and what its colours mean.

/** For an engine given the picture and the white-on-black mask, in that order. */
export const maskedPicturePrompt = (instruction: string) =>
  `The first image is a picture to edit; the second image is a mask of the same size. Change only the area that is white in the mask, as follows: ${instruction}\n` +
  "Keep everything in the black area exactly as it is, with the same framing, size and lighting; answer with the whole edited picture, without the mask.";

/** For OpenAI, whose mask says the area by transparency. */
export const transparentMaskPrompt = (instruction: string) =>
  `Change only the masked (transparent) area of the picture, as follows: ${instruction}\nKeep the rest of the picture exactly as it is.`;
