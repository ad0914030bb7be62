inputs = {
  data = run_cmd("run_not_existing_script.sh")
}
