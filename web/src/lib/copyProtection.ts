const blockedEvents = ['contextmenu', 'copy', 'cut', 'selectstart', 'dragstart'] as const;

/** Form fields stay fully usable: people must be able to select, paste and fix what they type. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

/**
 * SPEC §1: the page blocks right-click, copy, selection and drag (a diary shown on a shared
 * screen should not be copied out casually), everywhere except inside form fields. Answers the
 * function that lifts the block.
 */
export function blockCopying(): () => void {
  const block = (event: Event) => {
    if (!isEditable(event.target)) event.preventDefault();
  };
  for (const name of blockedEvents) document.addEventListener(name, block);
  return () => {
    for (const name of blockedEvents) document.removeEventListener(name, block);
  };
}
