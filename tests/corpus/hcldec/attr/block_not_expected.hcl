req = "x"
blk {
}
