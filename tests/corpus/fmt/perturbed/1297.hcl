output    "result"{
      value    = "excluded"
}
