terraform{
      source    = ".//src"
}
