# Copyright IBM Corp. 2015, 2026
# SPDX-License-Identifier: BUSL-1.1

url_license           = "https://github.com/hashicorp/nomad/blob/main/LICENSE"
url_project_website   = "https://developer.hashicorp.com/nomad/"
url_source_repository = "https://github.com/hashicorp/nomad"
