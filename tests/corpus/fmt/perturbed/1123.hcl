output    "name"    {
      value ="dep"
}
