r    = concat([true, false])
