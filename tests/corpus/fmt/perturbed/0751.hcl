inputs    = {
    input    =    "value"
}
