# Copyright IBM Corp. 2015, 2026
# SPDX-License-Identifier: MPL-2.0

provider "digitalocean" {
  token = var.do_token
}
