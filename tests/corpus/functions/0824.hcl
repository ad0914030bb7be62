r = sort([true, false])
