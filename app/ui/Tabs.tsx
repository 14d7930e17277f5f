import * as RadixTabs from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";

/** The site's tabs: Radix Tabs (roles, arrow keys) in a grey track where the chosen tab is a white card. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className = "", ...list }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={`flex flex-wrap gap-1 rounded-xl bg-surface-muted p-1 ${className}`} {...list} />;
}

export function TabsTrigger({ className = "", ...trigger }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`rounded-lg px-4 py-2 font-semibold text-fg-muted data-[state=active]:bg-surface data-[state=active]:text-primary-strong data-[state=active]:shadow ${className}`}
      {...trigger}
    />
  );
}

export function TabsContent({ className = "", ...content }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={`mt-6 ${className}`} {...content} />;
}
