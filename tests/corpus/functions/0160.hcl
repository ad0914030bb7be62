r = contains([true, false], 2.5)
