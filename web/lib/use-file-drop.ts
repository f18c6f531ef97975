// A drop zone's drag state and handlers: highlights while a file is dragged over, and hands the
// first dropped file to `onFile` (which checks it).
import { useState, type DragEvent } from "react";

export function useFileDrop(onFile: (file: File | undefined) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      onFile(e.dataTransfer.files[0]);
    },
  };
  return { over, handlers };
}
