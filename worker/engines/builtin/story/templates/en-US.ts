// Story templates in English (en-US), the fallback language. The idea is woven in unquoted
// as the hero ("a little fox who wants to fly") and never starts a sentence mid-page.
import { thenDropping } from "../idea";
import type { StoryPack } from "./types";

export const enUS: StoryPack = {
  defaultIdea: "a curious little fox",
  idea: {
    wants: [
      /^(?<hero>.+?),?\s+(?:who|that)\s+(?:really\s+|so\s+|badly\s+)?(?:wants|wanted|wishes|wished|hopes|hoped|longs|longed|dreams|dreamed|dreamt|would like|yearns|yearned|tries|tried|is trying)\s+(?<goal>to\s.+)$/i,
      /^(?<hero>.+?)\s+(?:wants|wishes|hopes|longs|dreams|would like|yearns)\s+(?<goal>to\s.+)$/i,
    ],
    hero: thenDropping(/^(?:a|an)\s+/i, "the "),
  },
  goal: {
    title: "{idea} and the Big Wish",
    wish: "More than anything in the world, {idea} wished {goal}.",
    reached: "And so, at last, the big wish came true: {idea} had managed {goal}!",
  },
  titles: {
    fairy_tale: ["The Enchanted Tale of {idea}", "Once Upon a Time: {idea}", "The Sleeping Kingdom and {idea}"],
    sci_fi: ["The Star Voyage of {idea}", "Among the Stars with {idea}", "Mission to the Stars: {idea}"],
    adventure: ["The Great Adventure of {idea}", "A Treasure Hunt with {idea}", "The Map, the Mountain and {idea}"],
    educational: ["Let's Learn with {idea}", "Discovering the World with {idea}", "The Big Question of {idea}"],
  },
  beats: {
    fairy_tale: [
      "Once upon a time, in a kingdom beyond the misty hills, there lived {idea}. Every morning the castle bells rang a happy tune, and every flower said hello.",
      "But one grey morning, a sleepy spell fell over the kingdom. The bells went silent, the flowers closed, and only {idea} was still awake to help.",
      "So off went {idea}, down the winding forest path, past whispering trees and giggling mushrooms, to find the magic that had been lost.",
      "At the old stone bridge, a grumpy troll folded his arms. “Nobody crosses my bridge!” he grumbled, and now {idea} had to think very, very hard.",
      "Just then a tiny fairy with silver wings fluttered down beside {idea}. “The strongest magic,” she whispered, “is a kind and brave heart.”",
      "So {idea} did the bravest thing of all: instead of fighting, they listened, shared and smiled. Crack! The spell began to break like thin ice.",
      "The bells rang out, the flowers opened wide, and the whole kingdom woke up cheering for {idea}, who had saved the day with kindness.",
      "That night, under a sky full of twinkling stars, {idea} fell asleep smiling. And they all lived happily ever after. The End.",
    ],
    sci_fi: [
      "In the year 3025, aboard the shiny starship Comet, lived {idea}. Every day began with a beep, a boop and a window full of stars.",
      "Suddenly, red lights flashed! The ship's star map had gone dark, and {idea} had to find the way home across the whole galaxy.",
      "With the engines humming, {idea} zoomed past ringed planets, rainbow nebulas and moons that glowed like night lights.",
      "Then a swirling asteroid storm rushed toward the ship! Rocks tumbled everywhere, and {idea} held on tight and steered left, right, and left again.",
      "On a tiny blue moon, {idea} met a friendly robot with blinking eyes. “I know the stars,” it beeped. “Let me help you.”",
      "Together they rebuilt the star map, piece by piece. With one last click a bright path of light appeared, and {idea} shouted, “Full speed ahead!”",
      "The starship Comet sailed safely through the dark, and every planet waved as {idea} passed by on the glowing trail.",
      "Back home at last, {idea} looked up at the sky and smiled: somewhere out there, the next adventure was already waiting.",
    ],
    adventure: [
      "At the edge of a sleepy seaside town lived {idea}, who dreamed every night of faraway mountains and secret islands.",
      "One morning, an old map washed up in a bottle. It showed a hidden treasure, but the map was torn, and only {idea} was brave enough to follow it.",
      "So {idea} packed a backpack with a lantern and a sandwich, and set off over the green hills toward the tall blue mountains.",
      "A wild river roared across the path, much too deep to wade. After looking left and right, {idea} found a way across on stepping stones.",
      "On the mountain top, a wise old eagle circled down. “The treasure is not far,” it called to {idea}. “Follow the setting sun!”",
      "At sunset the torn map suddenly made sense: the missing piece was the shape of the mountain itself! Heart pounding, {idea} ran down the last path.",
      "In a cave by the sea, {idea} found the treasure chest. Inside were no gold coins, but stories, maps and shells from every explorer before.",
      "Home again, {idea} drew a new path on the old map for the next explorer to find. The greatest treasure was the adventure itself.",
    ],
    educational: [
      "Meet {idea}! Today is a special day, because there are so many things to learn and wonder about.",
      "“Why is the sky blue? Where does the rain come from?” wondered {idea}. There were so many questions, and where to start?",
      "So {idea} set off to explore, starting in the garden, where seeds drink water and sunshine and slowly grow into tall green plants.",
      "Next came a tricky puzzle: why does a big ship float while a tiny pebble sinks? With leaves, stones and toys in a bowl of water, {idea} tried them one by one.",
      "The teacher smiled and opened a big picture book. “Every answer begins with a good question,” she told {idea}.",
      "Then it clicked! Sunlight is made of many colours, and the sky scatters the blue the most. Clapping with joy, {idea} cried, “I understand now!”",
      "{idea} shared every new discovery with friends, drawing suns, raindrops and rainbows so everyone could learn together.",
      "That evening {idea} looked at the first star and smiled. Learning never ends, and tomorrow there will be new questions to explore!",
    ],
  },
};
