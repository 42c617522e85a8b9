/**
 * The pager under a list of the transparency page (bens and obras): Anterior, "Página X de Y", Próxima.
 * Drawn only when there is more than one page.
 */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  /** The navigation's accessible name, e.g. "Paginação das obras". */
  label: string;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="gp-pub-pager" aria-label={label}>
      <button
        type="button"
        className="gp-pub-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </button>
      <span>
        Página {page} de {pages}
      </span>
      <button
        type="button"
        className="gp-pub-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}
