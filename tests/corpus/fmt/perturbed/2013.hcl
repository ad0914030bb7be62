r  =true ||fl ||    nul==[]
