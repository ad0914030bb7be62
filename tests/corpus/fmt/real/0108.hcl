# Copyright IBM Corp. 2015, 2026
# SPDX-License-Identifier: BUSL-1.1

test "test" {
  test = "test"
}
