source "amazon-ebs" "x" {
  launch_block_device_mappings = {
    device_name = "/dev/sda1"
  }
  tags {
    Name = "x"
  }
  run_tags = {
    a = 1
  b = 2
}
