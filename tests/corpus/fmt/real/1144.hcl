locals {

    x = run_cmd("echo", "HCL file evaluation")
}