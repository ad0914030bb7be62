r    =  null==    null
