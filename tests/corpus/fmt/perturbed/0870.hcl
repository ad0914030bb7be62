dependencies{
paths=[

  "../hl3-release",
    "../module-a",
 ]
}
