variable    "my_input"  {
    type=    string
}
