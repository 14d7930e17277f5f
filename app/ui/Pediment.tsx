import { pedimentClosed, pedimentSummary, type ColumnState } from "../../core/pediment";

const COLUMN = 8;
const GAP = 5;
const MIN_SIDE = 5;
/** A topic of one or two fiches still gets a pediment that reads as one. */
const MIN_WIDTH = 48;
const HEIGHT = 44;
const ROOF = 12;
/** Drawn larger than its units: the reader watches their progress there (docs/decisions/044-identity.md). */
const SCALE = 1.5;

/**
 * The progress motif drawn from the logo's pediment: one column per fiche of a topic — drawn in outline, half
 * raised once begun, full once read and passed — under a roof that fills when every column stands. Drawn in the
 * topic's ink (the brand's outside a topic), in the site's one line: 1.5 units, round joins. The summary is written
 * beside it, so that nothing is said by shape or colour alone.
 */
export function Pediment({
  columns,
  className = "",
  showSummary = true,
}: {
  columns: readonly ColumnState[];
  className?: string;
  showSummary?: boolean;
}) {
  const colonnade = columns.length * COLUMN + (columns.length - 1) * GAP;
  const width = Math.max(MIN_WIDTH, colonnade + MIN_SIDE * 2);
  const side = (width - colonnade) / 2;
  const closed = pedimentClosed(columns);
  const shaftTop = ROOF + 4;
  const shaftHeight = HEIGHT - shaftTop - 5;
  return (
    <span className={`inline-flex items-center gap-3 ${className}`}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width * SCALE}
        height={HEIGHT * SCALE}
        aria-hidden="true"
        focusable="false"
        className="shrink-0 text-topic"
        data-pediment={closed ? "closed" : "open"}
      >
        <path
          d={`M1 ${ROOF} ${width / 2} 1 ${width - 1} ${ROOF}Z`}
          fill={closed ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        {columns.map((state, position) => {
          const x = side + position * (COLUMN + GAP);
          const raised = state === "built" ? shaftHeight : state === "started" ? shaftHeight / 2 : 0;
          return (
            <g key={position} data-column={state}>
              <rect
                x={x + 0.75}
                y={shaftTop + 0.75}
                width={COLUMN - 1.5}
                height={shaftHeight - 1.5}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeDasharray={state === "empty" ? "2 2" : undefined}
              />
              {raised ? (
                <rect x={x} y={shaftTop + shaftHeight - raised} width={COLUMN} height={raised} fill="currentColor" />
              ) : null}
            </g>
          );
        })}
        <rect x="0" y={HEIGHT - 3} width={width} height="3" rx="1" fill="currentColor" />
      </svg>
      {showSummary ? <span className="font-medium text-fg-muted">{pedimentSummary(columns)}</span> : null}
    </span>
  );
}
