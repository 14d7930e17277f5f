import { Link } from "react-router";
import { PrintButton } from "../../ui/PrintButton";
import { PRINT_QUIZ_EVENT } from "./PrintableQuiz";
import { QuizExportLinks } from "./QuizExportLinks";

/** Under a quiz, for teachers: the quiz for Moodle / Éléa, and where the rest of their tools are. */
export function TeacherFooter({ topicId }: { topicId: string }) {
  return (
    <aside
      aria-label="Pour les enseignants"
      className="mt-8 border-t border-border pt-4 text-sm text-fg-muted print:hidden"
    >
      <p>
        <span className="font-semibold text-fg">Pour les enseignants :</span> ce quiz dans Moodle ou Éléa, le{" "}
        <Link to="/classe" className="font-semibold text-primary underline underline-offset-2">
          mode classe
        </Link>{" "}
        et{" "}
        <Link to="/enseignants" className="font-semibold text-primary underline underline-offset-2">
          tous les outils
        </Link>
        .
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4">
        <PrintButton onBeforePrint={() => window.dispatchEvent(new Event(PRINT_QUIZ_EVENT))}>
          Imprimer le quiz
        </PrintButton>
        <QuizExportLinks of={{ topicId }} />
      </div>
    </aside>
  );
}
