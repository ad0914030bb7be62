r = -(007) >= obj.port % f ? boolstr : ("1e2" + 1E2)
