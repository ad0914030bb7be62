r = setunion([true, false], null, mixed, mixed)
