/**
 * Two-person publishing (docs/studio.md, `STUDIO_TWO_PERSON=1`), what every studio shares: what an
 * administrator may publish is exactly the text submitted for review, by someone else.
 */
import type { Db } from '../../db';
import { ApiError } from '../../errors';
import type { StudioSubmission, StudioSubmissions } from '../../repositories/studioSubmissions';
import { stored } from './versions';

/** A review route asked while the setting is off. */
export const notTwoPerson = () => new ApiError('未开启双人发布（STUDIO_TWO_PERSON），请直接发布', 400, 400);

/**
 * Under two-person publishing, what may be published by `caller`: exactly the text submitted for review,
 * by someone else. Takes the submission (publishing closes it); refuses otherwise, with nothing written.
 */
export async function takeReviewed<M>(
  submissions: StudioSubmissions<M>,
  db: Db,
  id: string,
  body: string,
  caller: { userId: number },
): Promise<StudioSubmission<M>> {
  const pending = await submissions.submissionOf(db, id, true);
  if (!pending) throw new ApiError('已开启双人发布：请先提交审核，由另一位管理员发布', 400, 400);
  if (pending.submitterId === caller.userId)
    throw new ApiError('双人发布：不能发布自己提交的版本，请由另一位管理员发布', 403, 403);
  if (stored(body) !== pending.body)
    throw new ApiError(
      '发布的内容与提交审核的版本不一致：请发布待审核的版本，修改后需重新提交审核',
      400,
      400,
    );
  await submissions.withdrawSubmission(db, id);
  return pending;
}
