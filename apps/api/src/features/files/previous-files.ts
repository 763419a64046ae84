import { PREVIOUS_FILES_PAGE_SIZE, getMemberPreviousFile } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';

/** POST /member/getMemberPreviousFile: the member's large-order files, newest first, by page. */
export const getMemberPreviousFileHandler = handler(
  getMemberPreviousFile,
  async ({ input, session, unit, services }) => {
    if (!session) throw new ApiFailure('NO_AUTHORIZED');
    if (input.custId !== session.custId) throw new ApiFailure('NO_AUTHORIZED');
    const { files, total } = await services.storedFiles.largeOrderFilesPage(
      session.accountId,
      unit.buId,
      input.page,
      PREVIOUS_FILES_PAGE_SIZE,
    );
    return {
      totalCount: total,
      page: input.page,
      files: files.map((file) => ({
        fileId: file.id,
        fileName: file.originalName,
        uploadedAt: file.createdAt.toISOString(),
        size: file.size,
        rowCount: file.rowCount ?? 0,
        validRowCount: file.validRowCount ?? 0,
        result: file.orderNo ? ('ordered' as const) : ('checked' as const),
        orderNo: file.orderNo ?? '',
      })),
    };
  },
);
