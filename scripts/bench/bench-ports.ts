/**
 * The ports the bench's servers listen on: BENCH_PORT + 1 (the bare route), + 2 (the API), + 3
 * (generated catalogs); BENCH_PORT is 4390 unless set, so that benches on one machine can differ.
 */
export const benchPort = (offset: 1 | 2 | 3): number => Number(process.env.BENCH_PORT ?? 4390) + offset;

/** The scratch PostgreSQL cluster's port (BENCH_PGPORT, 54339 unless set). */
export const benchPgPort = (): string => process.env.BENCH_PGPORT ?? '54339';
