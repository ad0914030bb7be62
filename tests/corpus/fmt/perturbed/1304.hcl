locals  {
    mock=    "mock"
}
