r = concat([true, false])
