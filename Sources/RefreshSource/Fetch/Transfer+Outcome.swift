internal import CCurl
import FoundationEssentials

/// What a hop's end means: another hop (a redirect to follow) or the request's outcome.
enum TransferStep {
    case redirect(URL)
    case done(FetchOutcome)
}

extension Transfer {
    /// The step after the current hop ended with libcurl's `code`.
    func step(after code: CURLcode) -> TransferStep {
        let isFile = LinkRules.isFile(url)
        var response = FetchResponse(
            status: isFile ? 0 : status, finalURL: url, movedPermanently: movedPermanently,
            validators: Validators(etag: fields["etag"], lastModified: fields["last-modified"]),
            retryAfter: fields["retry-after"].flatMap(RetryAfter.init(header:)))
        if tooLarge || code == CURLE_FILESIZE_EXCEEDED {
            return .done(.failed(.tooLarge, response))
        }
        guard code == CURLE_OK || (code == CURLE_WRITE_ERROR && refusedBody) else {
            return .done(.failed(Self.failure(for: code), response))
        }
        if isFile || (200..<300).contains(status) { return .done(parsed(response)) }
        if FetchLimits.redirectStatuses.contains(status) { return redirectStep(response) }
        if status == 304 {
            if response.validators.isEmpty { response.validators = request.validators }
            return .done(.notModified(response))
        }
        if status >= 400 { return .done(.failed(.http(status), response)) }
        return .done(.failed(.notAFeed, response))
    }

    /// The body read as a feed page.
    private func parsed(_ response: FetchResponse) -> FetchOutcome {
        do {
            return .landed(try FeedParser.page(from: body.take(), url: url), response)
        } catch {
            return .failed(.notAFeed, response)
        }
    }

    /// Where a redirect leads, if the rules let it.
    private func redirectStep(_ response: FetchResponse) -> TransferStep {
        guard redirects < FetchLimits.maximumRedirects, let location = fields["location"],
            let target = LinkRules.resolve(location, against: url),
            LinkRules.mayRedirect(from: url, to: target)
        else { return .done(.failed(.redirect, response)) }
        redirects += 1
        if redirects == 1 { movedPermanently = FetchLimits.permanentStatuses.contains(status) }
        return .redirect(target)
    }

    /// The contract's reason for a libcurl error.
    static func failure(for code: CURLcode) -> FetchFailure {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
            CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_USE_SSL_FAILED,
            CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_INITFAILED:
            return .tls
        case CURLE_FILESIZE_EXCEEDED:
            return .tooLarge
        case CURLE_TOO_MANY_REDIRECTS, CURLE_UNSUPPORTED_PROTOCOL:
            return .redirect
        case CURLE_BAD_CONTENT_ENCODING:
            // A body that says it is gzip and is not: no document came.
            return .notAFeed
        default:
            // Refused, unreachable, unresolved, reset, cut mid-body, an unreadable file.
            return .offline
        }
    }
}
