r    =    flatten([[], []]  )
