locals    {
      greeting  =  "hello"
}
