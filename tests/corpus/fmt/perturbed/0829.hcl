output    "text"  {
      value =  "alpha"
}
