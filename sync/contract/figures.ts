import { z } from 'zod';

/**
 * Every dashboard number, computed once on the server in SQL (api/figures/): the screens
 * show these and never count a list themselves, so a figure is right however many rows
 * the lists hold and however few of them a screen has read.
 */

/** Spec section 9: the employee dashboard counts an insight for 60% of completed interviews. */
export const INSIGHTS_PERCENT_OF_COMPLETED = 60;

const Count = z.number().int().min(0);

/** `GET /api/figures`: the projects and interviews the caller may see (all, for an admin). */
export const ResearchFiguresSchema = z.object({
  projects: Count,
  /** Distinct clients among those projects. */
  clients: Count,
  /** Projects still collecting interviews: none yet, or some not completed. */
  activeProjects: Count,
  interviews: z.object({
    total: Count,
    pending: Count,
    inProgress: Count,
    /** Not completed yet: total minus completed. */
    active: Count,
    completed: Count,
    /** Whole percent of interviews completed; 0 without interviews. */
    completionRate: Count,
  }),
  /** INSIGHTS_PERCENT_OF_COMPLETED of the completed interviews, rounded down. */
  insightsGenerated: Count,
});
export type ResearchFigures = z.infer<typeof ResearchFiguresSchema>;

/** `GET /api/projects/{id}/figures`: the project dashboard's header, over the project's interviews. */
export const ProjectFiguresSchema = z.object({
  interviews: Count,
  completed: Count,
  /** Interviews with at least one answer: what the project's insights are drawn from. */
  withAnswers: Count,
  /** Distinct companies the project's experts come from, blanks around a name ignored. */
  companies: Count,
});
export type ProjectFigures = z.infer<typeof ProjectFiguresSchema>;

/** An IANA time zone the server knows, e.g. Europe/Paris: months begin there. */
const TimeZoneSchema = z
  .string({ error: 'timeZone must be text' })
  .trim()
  .max(100)
  .refine(isKnownTimeZone, { error: 'timeZone must be an IANA time zone, e.g. Europe/Paris' })
  .optional()
  .meta({ description: 'Where "this month" begins: an IANA time zone (default UTC).' });

export const ExpertFiguresQuerySchema = z.strictObject({ timeZone: TimeZoneSchema });
export type ExpertFiguresQuery = z.input<typeof ExpertFiguresQuerySchema>;

/** `GET /api/expert-interviews/figures`: the signed-in expert's own interviews. */
export const ExpertFiguresSchema = z.object({
  /** Interviews the expert can take now: open, not closed, before their deadline. */
  upcoming: Count,
  completedThisMonth: Count,
  completedInAll: Count,
  /** Whole dollars over every completed interview. */
  totalEarnings: Count,
  /** Mean started-to-finished minutes of the completed interviews that ran; null if none. */
  averageMinutes: Count.nullable(),
  /** Mean planned minutes of the upcoming ones, shown when none has run; null if none. */
  plannedMinutes: Count.nullable(),
});
export type ExpertFigures = z.infer<typeof ExpertFiguresSchema>;

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
