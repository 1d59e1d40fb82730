// Pending change entity: a change a run found but has not yet turned into a stored update. Written when the run
// records what its sources said, deleted once the update is stored; one that is still there (its page could not be
// fetched or summarised) is processed again by the next run, so a passing failure never loses an alert.

export const pendingChangeKeys = {
  item: (changeId: string) => ({ pk: 'PENDING', sk: `CHANGE#${changeId}` }),
  PARTITION: 'PENDING',
};

/** Runs that may try a change before it is given up (and reported in the logs and on the run). */
export const MAX_CHANGE_ATTEMPTS = 5;
