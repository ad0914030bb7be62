inputs    =    {
    input    ="hello world"
  }
