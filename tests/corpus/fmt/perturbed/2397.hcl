r    =  parseint  ("",    10  )
