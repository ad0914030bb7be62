r = slice([true, false], null)
