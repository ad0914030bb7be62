locals    {
      bar    =run_cmd("echo", "foo")
}
