import {
  Building,
  Cpu,
  Gavel,
  Globe,
  GraduationCap,
  HeartPulse,
  Landmark,
  Leaf,
  Palette,
  Scale,
  Shield,
  Swords,
  Thermometer,
  TrendingUp,
  Trophy,
  Users,
  UsersRound,
  Wheat,
  type LucideIcon,
} from "lucide-react";
import type { Category } from "../features/content/catalog";

const CATEGORY_ICONS: Record<Category["icon"], LucideIcon> = {
  scale: Scale,
  thermometer: Thermometer,
  users: Users,
  landmark: Landmark,
  shield: Shield,
  wheat: Wheat,
  globe: Globe,
  "trending-up": TrendingUp,
  leaf: Leaf,
  "users-round": UsersRound,
  building: Building,
  "heart-pulse": HeartPulse,
  "graduation-cap": GraduationCap,
  cpu: Cpu,
  swords: Swords,
  palette: Palette,
  gavel: Gavel,
  trophy: Trophy,
};

/** A category's pictogram: decorative, the category's name is always written next to it. */
export function CategoryIcon({ icon, className }: { icon: Category["icon"]; className?: string }) {
  const Icon = CATEGORY_ICONS[icon];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
