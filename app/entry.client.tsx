import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markReactListening } from "./document/early-events";

// React Router's own client entry, plus one line: the early-event contract learns the moment React takes the
// document, when it starts handling taps itself (app/document/early-events.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  markReactListening();
});
