terraform    {
  source= "../terraform"
}

