terraform {
      source    = "../stdout"
}
