import { useEffect, useRef, useState } from 'react';
import { pageAdopted } from '@web/lib/hydrate-later';
import { PARTS_COUNT, partsFromInput, type PartChoice } from './parts-picker';
import { choicesFromInputs, type Choices } from './product-selection';

/**
 * The product page's options and flavours. On a page the server rendered, a customer may tick
 * options or the number of flavours before the script takes over: the browser keeps them checked,
 * so they become the page's choices (docs/decisions/010), read once the first pass is drawn and
 * again once every part of the page is adopted (a part adopted later kept what was ticked
 * meanwhile, docs/decisions/014). `choicesRef` goes on the element holding all the choices,
 * `optionsRef` on the one holding the option groups.
 */
export function useProductChoices() {
  const [choices, setChoices] = useState<Choices>({});
  const [flavours, setFlavours] = useState<PartChoice>([]);
  const choicesRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const adoptTicks = () => {
      const ticked = optionsRef.current?.querySelectorAll<HTMLInputElement>('input:checked');
      if (ticked?.length) setChoices(choicesFromInputs(ticked));
      const parts = partsFromInput(choicesRef.current?.querySelector(`input[name="${PARTS_COUNT}"]:checked`));
      // the flavours already chosen stay while their number is the one ticked
      if (parts.length) setFlavours((now) => (now.length === parts.length ? now : parts));
    };
    adoptTicks();
    void pageAdopted().then(adoptTicks);
  }, []);
  return { choices, setChoices, flavours, setFlavours, choicesRef, optionsRef };
}
